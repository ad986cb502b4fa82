notice("a\nb" =~ /a.b/m)
