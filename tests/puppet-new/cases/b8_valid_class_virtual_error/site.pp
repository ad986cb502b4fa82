@class { test: }
