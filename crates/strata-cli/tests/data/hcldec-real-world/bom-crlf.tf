# Saved by a Windows editor: BOM and CRLF line ends.
variable "region" {
  description = "Région de déploiement"
  default     = { zone = "eu-west-3a" }
}

resource "aws_vpc" "main" {
  cidr_block = "10.0.0.0/16"
  tags = {
    Name  = "vpc-principal"
    Owner = "équipe-réseau 👨‍👩‍👧"
  }
}
