#if canImport(UIKit) || canImport(ObjectiveC)
import Foundation
import Testing
@testable import MockFixtures
#if canImport(UIKit)
import UIKit
#endif

/// The mocks of the fixtures only Apple's frameworks compile: UIKit's on Linux in
/// Checks/ApplePlatforms, against the stand-ins; Objective-C's only where Objective-C interop exists.
@Suite("Generated mocks: Apple frameworks")
@MainActor
struct AppleFrameworkMocksTests {
    #if canImport(UIKit)
    @Test("a main-actor router over UIKit's view controllers records them and calls back on the main actor")
    func router() {
        let router = ScreenRoutingMock()
        let controller = UIViewController(nibName: nil, bundle: nil)
        router.topViewController = controller
        #expect(router.topViewController === controller)
        router.show(controller, animated: true)
        #expect(router.showViewControllerUIViewControllerAnimatedBoolVoidReceivedArguments?.viewController === controller)
        #expect(router.showViewControllerUIViewControllerAnimatedBoolVoidReceivedArguments?.animated == true)
        var completed = false
        router.presentViewControllerUIViewControllerCompletionMainActorVoidVoidClosure = { _, completion in completion?() }
        router.present(controller) { completed = true }
        #expect(completed)
        #expect(router.presentViewControllerUIViewControllerCompletionMainActorVoidVoidCallsCount == 1)
    }
    #endif

    #if canImport(ObjectiveC)
    @Test("an Objective-C protocol's optional requirements are met and recorded")
    func objectiveCDelegate() {
        let mock = LegacyDelegateMock()
        let delegate: any LegacyDelegate = mock
        delegate.didStart()
        delegate.didFinish?(3)
        mock.underlyingProgress = 0.5
        #expect(mock.didStartVoidCallsCount == 1)
        #expect(mock.didFinishCountIntVoidReceivedCount == 3)
        #expect(delegate.progress == 0.5)
    }
    #endif
}
#endif
