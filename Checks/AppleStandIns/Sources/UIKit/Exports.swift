// Like the SDK's UIKit, importing it makes Foundation available.
@_exported import Foundation
