class c { }
@@class { 'c': }
