import Overload
print("overload-bench: no benchmarks yet")
