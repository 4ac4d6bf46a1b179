import Kumiki
print("hi")
