notify { "v=${nosuchclass::v}": }
