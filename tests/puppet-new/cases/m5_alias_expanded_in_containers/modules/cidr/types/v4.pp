type Cidr::V4 = Pattern[/\A\d+\.\d+\.\d+\.\d+\/\d+\z/]
