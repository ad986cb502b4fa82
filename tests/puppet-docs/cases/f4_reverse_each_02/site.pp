$reverse_data = $data.reverse_each
