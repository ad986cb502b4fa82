notice(@("END"/tn))
a\tb\nc\\d\$e
END
