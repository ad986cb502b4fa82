notice(Timestamp(0).strftime('%H:%M', 'Europe/Stockholm'))
