@testable import Legacy
import XCTest

final class HomeTests: XCTestCase {}
