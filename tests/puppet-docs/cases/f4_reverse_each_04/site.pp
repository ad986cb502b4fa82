$reverse_data = reverse_each($data)
