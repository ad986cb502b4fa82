class { example: x => [some_value] }
