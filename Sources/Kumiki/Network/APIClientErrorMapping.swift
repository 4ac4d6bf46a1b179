import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Maps what URLSession throws to a ``NetworkError``.
public enum APIClientErrorMapping {
    /// The network error for an error thrown by URLSession or by task cancellation.
    public static func map(_ error: any Error) -> NetworkError {
        if error is CancellationError {
            return .cancelled
        }
        guard let urlError = error as? URLError else {
            return .transport(String(describing: error))
        }
        switch urlError.code {
        case .cancelled:
            return .cancelled
        case .timedOut:
            return .timeout
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            return .offline
        case .badURL, .unsupportedURL:
            return .invalidRequest(urlError.localizedDescription)
        default:
            return .transport("\(urlError.code.rawValue): \(urlError.localizedDescription)")
        }
    }
}
