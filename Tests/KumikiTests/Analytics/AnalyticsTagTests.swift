import InMemoryLogging
import Kumiki
import Testing

extension AnalyticsTag {
    fileprivate static let contactList = AnalyticsTag.screen("contact_list")
    fileprivate static func contactTapped(id: String, position: Int) -> AnalyticsTag {
        .event("contact_tapped", parameters: ["contact_id": id, "position": "\(position)"])
    }
}

@Suite("Analytics")
struct AnalyticsTagTests {
    @Test("app-defined static tags read like minne's post(tag:) calls")
    func staticTags() {
        #expect(AnalyticsTag.contactList == AnalyticsTag(kind: .screen, name: "contact_list"))
        #expect(AnalyticsTag.contactTapped(id: "7", position: 2).parameters == ["contact_id": "7", "position": "2"])
    }

    @Test("the description is stable: kind, name, then parameters sorted by key")
    func description() {
        #expect(AnalyticsTag.contactTapped(id: "7", position: 2).description
            == "event:contact_tapped contact_id=7 position=2")
        #expect(AnalyticsTag.contactList.description == "screen:contact_list")
    }

    @Test("the logging tracker writes the tag name with kind and parameters as metadata")
    func loggingTracker() throws {
        let handler = InMemoryLogHandler()
        let tracker = LoggingAnalyticsTracker(logger: Logger(label: "test") { _ in handler }, level: .notice)
        tracker.post(tag: .contactTapped(id: "7", position: 2))
        let entry = try #require(handler.entries.first)
        #expect(entry.level == .notice)
        #expect("\(entry.message)" == "contact_tapped")
        #expect(entry.metadata == ["kind": "event", "param.contact_id": "7", "param.position": "2"])
    }
}
