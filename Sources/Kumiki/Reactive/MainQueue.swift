import Foundation

/// Answers "is this code running on the main queue?" without trapping.
///
/// `Thread.isMainThread` is the wrong question on Linux: there the main actor
/// runs its jobs on the main dispatch queue, which is not always drained by
/// the process's main thread (Swift Testing runs `@MainActor` tests on another
/// thread). A queue-specific marker on the main queue answers correctly everywhere.
package enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller may assume main-actor isolation without trapping.
    ///
    /// Apple platforms check the main actor by thread; Linux checks it by the
    /// main queue, so each platform is asked its own question.
    package static var isCurrent: Bool {
        #if canImport(Darwin)
        Thread.isMainThread
        #else
        DispatchQueue.getSpecific(key: key) == true
        #endif
    }
}
