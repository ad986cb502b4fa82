class k {}
@@class { 'k': }
