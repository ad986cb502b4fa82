notice(666 =~ /6/)
