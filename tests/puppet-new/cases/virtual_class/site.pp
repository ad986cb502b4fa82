class c { }
@class { 'c': }
