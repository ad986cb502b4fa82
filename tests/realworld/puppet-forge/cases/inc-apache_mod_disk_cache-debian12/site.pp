include apache::mod::disk_cache
