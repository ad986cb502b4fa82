notice('abc'.filter |$c| { $c != 'b' })
