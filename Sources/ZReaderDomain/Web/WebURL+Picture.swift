extension WebURL {
    /// What identifies the picture at this address, for keeping it and asking for it once.
    ///
    /// Zhihu's image hosts (`pic1`…`pic4`, `pica`, `picb`, `picx`.zhimg.com, over http or https)
    /// serve one store: the path (`v2-<hash>_720w.jpg`, the size in its suffix) names the
    /// picture, and the query (`?source=8673f162`, which says who asked) does not change it, so
    /// both are left out with the scheme and the host. Any other address is itself, without its
    /// fragment.
    public var pictureIdentity: String {
        let withoutFragment = string.prefix { $0 != "#" }
        let host = self.host
        guard host.hasSuffix(".zhimg.com") || host == "zhimg.com", host.hasPrefix("pic") else {
            return String(withoutFragment)
        }
        let afterScheme = withoutFragment.drop { $0 != "/" }.dropFirst(2)
        let path = afterScheme.drop { $0 != "/" }.prefix { $0 != "?" }
        return "zhimg.com" + path
    }
}
