variable "étiquette" {
  description = "Clé 👨‍👩‍👧"
  default = {a = "1"}
  default = {a = "2"}
}
