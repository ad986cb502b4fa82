notice([].empty)
notice(empty([]))
# would both notice 'true'
