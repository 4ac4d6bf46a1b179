import Foundation

/// Generic methods, constraints, `some` parameters and `where` clauses.
// kumiki:mockable
public protocol Decoding {
    /// A generic method returning its generic parameter.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
    /// An opaque parameter.
    func encode(_ value: some Encodable) -> Data
    /// A generic method with a `where` clause.
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable
}
