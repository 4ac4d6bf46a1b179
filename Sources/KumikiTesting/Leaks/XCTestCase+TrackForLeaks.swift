#if canImport(XCTest)
import XCTest

extension XCTestCase {
    /// Fails the test if `instance` is still alive when the test finishes
    /// (after its tear-down), for objects created in `setUp` or in the test body.
    ///
    /// ```swift
    /// let viewModel = ContactListViewModel(repository: repository)
    /// trackForLeaks(viewModel)
    /// ```
    public func trackForLeaks(_ instance: AnyObject, file: StaticString = #filePath, line: UInt = #line) {
        addTeardownBlock { [weak instance] in
            if let instance {
                XCTFail(LeakMessage.text(for: type(of: instance)), file: file, line: line)
            }
        }
    }
}
#endif
