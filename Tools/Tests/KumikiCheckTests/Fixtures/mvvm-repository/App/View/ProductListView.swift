import UIKit

class BaseViewController: UIViewController {}

final class ProductListView: BaseViewController {
    let viewModel = ProductListViewModel()
}
