class { example: x => [] }
