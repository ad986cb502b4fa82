notice(sprintf('%<x>s', {y => 1}))
