import Foundation

/// Asserts that the object `body` creates is deallocated once `body` returns
/// and nothing else holds it: the check for retain cycles between a
/// ViewModel, its subscriptions and its Repository.
///
/// ```swift
/// assertReleased {
///     let viewModel = ContactListViewModel(repository: repository)
///     viewModel.inputs.viewDidLoad()   // starts a request that is still in flight
///     return viewModel
/// }
/// ```
///
/// Reports a failure at the caller's location, naming the object's type,
/// when it is still alive. Returns what `body` returned for further checks
/// on its identity only (it is held weakly).
public func assertReleased<Object: AnyObject>(
    _ body: () throws -> Object,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    weak var weakObject: Object?
    try {
        let object = try body()
        weakObject = object
    }()
    if weakObject != nil {
        TestFailure.report(
            LeakMessage.text(for: Object.self),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
}

/// Asserts that the object `body` creates is deallocated within `timeout`
/// after `body` returns, for objects whose last reference is dropped by
/// asynchronous work (a cancelled task, a pending main-queue block).
///
/// `body` runs in the caller's isolation, so a `@MainActor` test can make a
/// main-actor ViewModel in it:
///
/// ```swift
/// @MainActor func testReleasesWhileLoading() async {
///     await assertReleased(within: .seconds(1)) {
///         let viewModel = ProductListViewModel(repository: repository)
///         viewModel.onAppear()
///         return viewModel
///     }
/// }
/// ```
public func assertReleased<Object: AnyObject>(
    within timeout: Duration = .seconds(1),
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Object,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async rethrows {
    weak var weakObject: Object?
    do {
        let object = try await body()
        weakObject = object
    }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while weakObject != nil, ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(5))
    }
    if weakObject != nil {
        TestFailure.report(
            LeakMessage.text(for: Object.self, after: timeout),
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
}

/// The failure text of a leak check.
enum LeakMessage {
    static func text(for type: Any.Type, after timeout: Duration? = nil) -> String {
        let when = timeout.map { " within \($0)" } ?? ""
        return "\(type) was not deallocated\(when) after its scope ended: something still holds it "
            + "(a closure capturing self strongly, a stored subscription, a delegate that is not weak)."
    }
}
