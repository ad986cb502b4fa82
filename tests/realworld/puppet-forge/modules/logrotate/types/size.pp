type Logrotate::Size = Variant[Integer, Pattern[/^\d+[kMG]?$/]]
