/// Why an import of favourites in batches stored nothing: the store refused, or the batches could
/// not all be had (the file they come from turned out broken part-way).
public enum FavouriteImportFailure<Source: Error>: Error {
    case store(StoreFailure)
    case source(Source)
}
