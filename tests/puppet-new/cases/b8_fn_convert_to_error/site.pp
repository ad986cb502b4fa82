notice('abc'.convert_to(Integer))
