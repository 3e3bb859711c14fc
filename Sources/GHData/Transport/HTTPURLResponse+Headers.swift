import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPURLResponse {
    /// A header's value, whatever the case of its name as the server or recorder wrote it.
    func header(_ name: String) -> String? {
        if let value = value(forHTTPHeaderField: name) { return value }
        let wanted = name.lowercased()
        for (key, value) in allHeaderFields {
            if let key = key as? String, key.lowercased() == wanted {
                return value as? String
            }
        }
        return nil
    }
}
