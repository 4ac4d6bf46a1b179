import InMemoryLogging
import Kumiki
import KumikiTestSupport
import Testing

@Suite("Error handling")
struct LoggingErrorHandlerTests {
    @Test("the default handler logs the error at error level with its type and the caller's location")
    func logsWithLocation() throws {
        let handler = InMemoryLogHandler()
        let errorHandler: any ErrorHandling = LoggingErrorHandler(logger: Logger(label: "test") { _ in handler })
        let line = #line; errorHandler.handle(TestError(code: 12))
        let entry = try #require(handler.entries.first)
        #expect(entry.level == .error)
        #expect("\(entry.message)" == "TestError(12)")
        #expect(entry.metadata["error.type"] == "KumikiTestSupport.TestError")
        #expect(entry.metadata["file"] == "KumikiTests/LoggingErrorHandlerTests.swift")
        #expect(entry.metadata["function"] == "logsWithLocation()")
        #expect(entry.metadata["line"]?.description == "\(line)")
    }
}
