class k {}
@class { 'k': }
