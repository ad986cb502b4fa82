notice(CatalogEntry > Class)
notice(CatalogEntry > Resource)
notice(CatalogEntry > File)
notice(Resource < CatalogEntry)
