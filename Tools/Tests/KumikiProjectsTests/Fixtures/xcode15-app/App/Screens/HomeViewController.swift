import LegacyCore
import UIKit

final class HomeViewController: UIViewController {
    let model = Model(name: "home")
}
