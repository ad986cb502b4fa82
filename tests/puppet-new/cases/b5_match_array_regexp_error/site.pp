notice([a] =~ /a/)
