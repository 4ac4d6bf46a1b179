import UIKit

final class ProductCell: UITableViewCell {}
