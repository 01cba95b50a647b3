extension ConfigFile {
    /// The largest config file zreader reads, in bytes.
    public static var sizeLimit: Int { ConfigFileReader.sizeLimit }

    /// Reads the file at `location` (nil: no file, the defaults).
    ///
    /// A file the user named (`location.mustExist`) that cannot be opened throws; the usual file
    /// may be absent (the defaults, no diagnostic) and any other trouble with it is a diagnostic.
    /// A file too large is a diagnostic either way, like a file that is not TOML.
    public static func load(from location: ConfigLocation?) throws(ConfigFileError) -> ConfigFile {
        guard let location else { return ConfigFile() }
        switch ConfigFileReader.readFile(location.path) {
        case .contents(let bytes):
            return parse(bytes: bytes, path: location.path)
        case .missing:
            if location.mustExist { throw ConfigFileError(location: location, reason: "文件不存在") }
            return ConfigFile()
        case .failed(let reason):
            if location.mustExist { throw ConfigFileError(location: location, reason: reason) }
            return ConfigFile(
                path: location.path,
                diagnostics: [
                    ConfigDiagnostic(
                        .unreadable, source: .file(location.path),
                        message: "无法读取（\(reason)），已用默认设置", shortMessage: "无法读取，已用默认设置")
                ])
        case .tooLarge:
            return ConfigFile(
                path: location.path,
                diagnostics: [
                    ConfigDiagnostic(
                        .unreadable, source: .file(location.path),
                        message: "超过 \(sizeLimit / 1_048_576) MB，作为配置文件太大，已用默认设置",
                        shortMessage: "文件超过 1 MB，已用默认设置")
                ])
        }
    }
}
