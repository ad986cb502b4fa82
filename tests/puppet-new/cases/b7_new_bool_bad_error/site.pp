notice(Boolean.new('maybe'))
