import Foundation
import ZReaderModel

/// Fetches the body of a URL, with every failure already turned into a `LoadFailure`.
public protocol HTTPClient: Sendable {
    func data(from url: URL) async -> Result<Data, ZReaderModel.LoadFailure>
}
