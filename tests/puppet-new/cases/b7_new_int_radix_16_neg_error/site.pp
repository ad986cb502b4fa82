notice(Integer.new('- 0XGG', 16))
