notice('ff'.convert_to(Integer, 16))
