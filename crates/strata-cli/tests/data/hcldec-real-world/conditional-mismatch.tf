resource "aws_subnet" "a" {
	cidr_block = "10.0.1.0/24"
	tags = {
		Name = "subnet-a"
	}
	count = true ? "x" : {b = 1}
}
