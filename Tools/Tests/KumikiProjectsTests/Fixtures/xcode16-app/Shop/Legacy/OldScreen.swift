// Kept for reference; the exception set takes it out of the Shop target.
import UIKit

final class OldScreen: UIViewController {}
