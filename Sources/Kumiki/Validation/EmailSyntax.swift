/// The syntax check behind ``ValidationRule/email(message:)``.
///
/// A hand-written check rather than a regular expression so its behaviour is
/// readable and identical on every platform. It accepts what people type into
/// sign-up forms and rejects the common slips (missing `@`, spaces, missing
/// or empty domain labels); it does not implement every corner of RFC 5322.
enum EmailSyntax {
    static let maximumLength = 254
    private static let localSpecials = Set("!#$%&'*+-/=?^_`{|}~.")

    @Sendable
    static func isValid(_ address: String) -> Bool {
        guard address.count <= maximumLength else { return false }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        return isValidLocalPart(parts[0]) && isValidDomain(parts[1])
    }

    private static func isValidLocalPart(_ local: Substring) -> Bool {
        guard !local.isEmpty, local.count <= 64,
              local.first != ".", local.last != ".", !local.contains("..")
        else { return false }
        return local.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || localSpecials.contains($0)) }
    }

    private static func isValidDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let topLevel = labels.last, topLevel.count >= 2,
              topLevel.allSatisfy(\.isLetter)
        else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63
                && label.first != "-" && label.last != "-"
                && label.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "-") && !$0.isWhitespace }
        }
    }
}
