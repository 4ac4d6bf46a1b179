#if canImport(UIKit)
import Foundation
import Kumiki
import UIKit

/// A contact row: the avatar (a placeholder until it loads), name and company, and the
/// unread badge, bound to the row's `ContactCellViewModel` until the cell is reused.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    private(set) var viewModel: ContactCellViewModel?
    private var badgeObservation: AnyCancellable?
    private var avatarObservation: AnyCancellable?
    private let badgeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badgeLabel.font = .preferredFont(forTextStyle: .caption1)
        badgeLabel.adjustsFontForContentSizeCategory = true
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = .systemRed
        badgeLabel.textAlignment = .center
        accessoryView = badgeLabel
    }

    required init?(coder: NSCoder) { nil }

    func configure(with viewModel: ContactCellViewModel) {
        self.viewModel = viewModel
        accessibilityLabel = "\(viewModel.title)、\(viewModel.subtitle)"
        avatarObservation = viewModel.$avatar
            .sink { [weak self] avatar in
                MainActor.assumeIsolated { self?.showContent(avatar: avatar) }
            }
        badgeObservation = viewModel.$unreadCount
            .sink { [weak self] _ in
                MainActor.assumeIsolated { self?.showBadge() }
            }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        // The row's observation ends here at the latest, so a reused cell never shows the
        // previous contact's badge.
        viewModel?.didEndDisplaying()
        badgeObservation = nil
        avatarObservation = nil
        viewModel = nil
        badgeLabel.text = nil
    }

    private func showContent(avatar: Data?) {
        guard let viewModel else { return }
        var content = defaultContentConfiguration()
        content.text = viewModel.title
        content.secondaryText = viewModel.subtitle
        content.image = avatar.flatMap(UIImage.init(data:)) ?? UIImage(systemName: "person.crop.circle")
        contentConfiguration = content
    }

    private func showBadge() {
        let badge = viewModel?.badge
        badgeLabel.text = badge.map { " \($0) " }
        badgeLabel.isHidden = badge == nil
        badgeLabel.sizeToFit()
        accessibilityValue = badge.map { "未読 \($0) 件" }
    }
}
#endif
