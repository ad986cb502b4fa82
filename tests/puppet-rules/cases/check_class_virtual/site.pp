@class { x: }
