notice(String(3.14159, '%.2f'))
notice(String(1234.5, '%e'))
notice(String(2.0))
